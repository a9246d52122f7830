export { decryptSecret, encryptSecret, open, parseEncryptionKey, seal } from './secret-box.ts';
