// Digistore24's postback reader lives with its adapter in @adreel/digistore (issue 34); this module's
// receiver imports it from there once its generalisation lands, and this file goes.
export { type Postback, type PostbackReading, postbackToken, readPostback } from '@adreel/digistore';
