export { BackupDamaged, RestoreRefused, type BackupHeader } from './format.js';
export { readBackup, verifyBackup } from './read-backup.js';
export { restoreBackup, type RestoreProgress, type RestoreSummary } from './restore.js';
export { backedUp, leftOut, schemaObjectsQuery, unclassified } from './tables.js';
export { writeBackup, type BackupProgress, type BackupSummary } from './write-backup.js';
