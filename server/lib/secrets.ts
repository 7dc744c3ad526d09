/**
 * Secrets at rest (WordPress application passwords, fanpage tokens, webhook secrets, the AI key):
 * AES-256-GCM with a key from `SECRETS_KEY` (32 bytes, base64 or hex) or, when unset, one generated
 * on first start and kept in `settings` like the JWT secret. A stored value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); the database never holds the clear text, and a value
 * altered in the database fails to decrypt instead of yielding garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { getOrCreateSetting } from '../modules/settings/repo';

const PREFIX = 'v1';

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** The key from `SECRETS_KEY`, else the one stored in settings (created once). */
  static async open(db: Db, envKey = process.env.SECRETS_KEY): Promise<SecretBox> {
    if (envKey) return SecretBox.fromKey(envKey);
    const stored = await getOrCreateSetting(db, 'secrets.key', () => randomBytes(32).toString('base64url'));
    return SecretBox.fromKey(stored);
  }

  static fromKey(text: string): SecretBox {
    const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
    if (key.length !== 32) throw new Error('SECRETS_KEY phải là 32 byte (64 ký tự hex hoặc base64).');
    return new SecretBox(key);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [prefix, iv, tag, body] = stored.split('.');
    if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('Giá trị mã hóa không hợp lệ.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
