import { randomBytes } from 'node:crypto';

// The secret addresses sales notifications come in at (Digistore24's S2S postback, ClickBank's INS,
// custom networks' postbacks): one place for how their keys and tokens are made and recognised.

/** A path key as newInboundKey makes it (base64url): anything else is not looked up at all. */
export const INBOUND_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** 24 random bytes: the address's path key names its owner, so it must not be guessable. */
export const newInboundKey = () => randomBytes(24).toString('base64url');

/** 18 random bytes: the token beside the key, which the user can rotate. */
export const newInboundToken = () => randomBytes(18).toString('base64url');
