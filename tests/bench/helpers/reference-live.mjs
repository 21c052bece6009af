// Reference for live-latency: the floor of the measurement. A bare node:http + socket.io server that answers
// POST /orders with 201 and an id, then emits `order:placed` with that id to every socket on the next tick.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Server } from 'socket.io';

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const id = randomUUID();
    const body = JSON.stringify({ id, status: 'placed', received: Buffer.concat(chunks).length });
    res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    setImmediate(() => io.emit('order:placed', { id, status: 'placed' }));
  });
});
const io = new Server(server, { serveClient: false });
server.listen(0, '127.0.0.1', () => console.log(`LISTENING ${server.address().port}`));
process.on('SIGTERM', () => {
  io.close();
  server.close(() => process.exit(0));
});
