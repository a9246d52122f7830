import { z } from 'zod';

/** A setting that may be unset or blank (compose files pass `${X:-}` as an empty string). */
export const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** 1/true or 0/false; unset or blank leaves the setting's default to its reader. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));
