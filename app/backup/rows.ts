import { createHash } from 'node:crypto';
import { BackupDamaged, sectionColumns, type SectionName } from './format.js';

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isPositive = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

/**
 * Checks one row of a section: its shape, and that rows come in key order (events in the readers' order, images by
 * hash, seal links by number).
 * Returns the row's key for the next call. An image's bytes must also hash to its name and have its size.
 */
export function checkRow(section: SectionName, row: unknown[], lastKey: unknown, lineNumber: number): unknown {
  const fail = (what: string): never => {
    throw new BackupDamaged(`The file is damaged at line ${lineNumber}: ${what} in the "${section}" section.`);
  };
  if (row.length !== sectionColumns[section].length) fail(`a row of ${row.length} columns`);
  switch (section) {
    case 'events': {
      const [position, transaction, streamId, streamType, version, type, schemaVersion, data, metadata, recordedAt] = row;
      if (!isPositive(position) || !isText(transaction) || !/^\d{1,20}$/.test(transaction)) fail('a malformed position');
      // The readers' order: by transaction id, then position.
      const key = { transaction: BigInt(transaction as string), position: position as number };
      const last = lastKey as typeof key | undefined;
      if (last && (key.transaction < last.transaction || (key.transaction === last.transaction && key.position <= last.position))) {
        fail('an event out of order');
      }
      if (!isText(streamId) || !isText(streamType) || !isText(type)) fail('a malformed event');
      if (!isPositive(version) || !isPositive(schemaVersion)) fail('a malformed version');
      if (!isText(data) || !isText(metadata) || !isTime(recordedAt)) fail('malformed event data');
      return key;
    }
    case 'personal_data_keys': {
      const [person, wrapped, createdAt, destroyedAt] = row;
      if (!isText(person) || person === '' || (lastKey !== undefined && person <= (lastKey as string))) fail('a data key out of order');
      // A key is either there (wrapped) or destroyed (with its time), as the table's check says.
      const kept = isText(wrapped) && /^[A-Za-z0-9+/]+={0,2}$/.test(wrapped) && destroyedAt === null;
      const destroyed = wrapped === null && isTime(destroyedAt);
      if (!isTime(createdAt) || !(kept || destroyed)) fail('a malformed data key');
      return person;
    }
    case 'sign_ins': {
      const [user, at] = row;
      if (!isText(user) || !/^[0-9a-f-]{36}$/.test(user) || (lastKey !== undefined && user <= (lastKey as string))) fail('a sign-in out of order');
      if (!isTime(at)) fail('a malformed sign-in');
      return user;
    }
    case 'audit_seal': {
      const [position, seq, hash, sealedAt] = row;
      if (!isPositive(position) || !isPositive(seq) || (lastKey !== undefined && seq <= (lastKey as number))) {
        fail('a link out of order');
      }
      if (!isText(hash) || !/^[0-9a-f]{64}$/.test(hash) || !isTime(sealedAt)) fail('a malformed link');
      return seq;
    }
    case 'media': {
      const [sha256, extension, contentType, size, createdAt, base64] = row;
      if (!isText(sha256) || !/^[0-9a-f]{64}$/.test(sha256) || (lastKey !== undefined && sha256 <= (lastKey as string))) {
        fail('an image name out of order');
      }
      if (!isText(extension) || !isText(contentType) || !isCount(size) || !isTime(createdAt) || !isText(base64)) {
        fail('a malformed image');
      }
      const bytes = Buffer.from(base64 as string, 'base64');
      if (bytes.length !== size || createHash('sha256').update(bytes).digest('hex') !== sha256) {
        fail('an image whose bytes do not match its name');
      }
      return sha256;
    }
    case 'sequences': {
      const [name, value, called] = row;
      if (!isText(name) || !Number.isSafeInteger(value) || typeof called !== 'boolean') fail('a malformed sequence');
      return name;
    }
    case 'reactors': {
      const [name, through] = row;
      if (!isText(name) || !/^[a-z][a-z0-9_]*$/.test(name) || !isCount(through)) fail('a malformed reactor position');
      return name;
    }
  }
}
