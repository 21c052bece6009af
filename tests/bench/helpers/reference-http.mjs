// Reference for catalog-reads: a bare node:http server answering fixed bytes with fixed headers from memory.
// Usage: node reference-http.mjs <body file> <headers json file>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.argv[2]);
const headers = JSON.parse(readFileSync(process.argv[3], 'utf8'));
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => console.log(`LISTENING ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
