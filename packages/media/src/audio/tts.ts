import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMOJI, type LanguageCode, languageName, languageTag, speakableText } from '@adreel/contracts';
import OpenAI from 'openai';
import { lavfiInput, runFfmpeg } from '../encode/ffmpeg.ts';

/** Text → mono WAV file. `name` identifies provider+voice in cache keys. */
export interface TtsProvider {
  readonly name: string;
  synthesize(text: string, outWavPath: string): Promise<void>;
}

/** Text for flite: plain ASCII-ish prose; symbols it would spell out or choke on are replaced. */
export function fliteText(text: string): string {
  return (
    text
      .normalize('NFKC')
      // Emoji and letters of other writing systems (CJK…) would come out as noise (issue 25).
      .replace(EMOJI, ' ')
      .replace(/[^\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\p{M}\s]/gu, ' ')
      .replace(/[“”„]/g, '"')
      .replace(/[‘’]/g, "'")
      .replace(/[—–]/g, ', ')
      .replace(/…/g, '...')
      .replace(/&/g, ' and ')
      .replace(/%/g, ' percent')
      .replace(/[^\p{L}\p{N}\s.,!?;:'"$€£()-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const SAFE_PATH = /^[A-Za-z0-9/._-]+$/;
/** The sample rate of the one WAV format every provider writes (48 kHz mono 16-bit PCM). */
export const CANONICAL_RATE = 48_000;
/** Output options of that format for ffmpeg. */
export const CANONICAL_WAV = ['-ar', String(CANONICAL_RATE), '-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav'];

/**
 * Offline TTS through ffmpeg's flite source. The text goes through a temp file (textfile=) so no
 * user text is ever parsed as filtergraph syntax. slt is the default: measured on the same
 * sentence it is the loudest of the bundled voices (−15.6 dB mean vs −20…−31 dB) with the shortest
 * utterance (clean, unhurried unit-selection speech); kal16/rms carry relatively more >3 kHz energy
 * but sound buzzier (diphone) or slower. Any other voice can be chosen per deployment.
 */
export function createFliteTts(opts: { voice?: string } = {}): TtsProvider {
  const voice = opts.voice ?? 'slt';
  if (!/^[a-z0-9]+$/.test(voice)) throw new Error(`Invalid flite voice: ${voice}`);
  return {
    name: `flite:${voice}`,
    async synthesize(text, outWavPath) {
      const dir = await mkdtemp(path.join(tmpdir(), 'flite-'));
      try {
        const textFile = path.join(dir, 'text.txt');
        if (!SAFE_PATH.test(textFile)) throw new Error('Temp directory path is not filtergraph-safe');
        await writeFile(textFile, `${fliteText(text) || '.'}\n`);
        await runFfmpeg([
          '-v',
          'error',
          ...lavfiInput(`flite=textfile=${textFile}:voice=${voice}`),
          '-ar',
          '48000',
          '-ac',
          '1',
          '-c:a',
          'pcm_s16le',
          outWavPath,
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * OpenAI (or any compatible server, e.g. Kokoro) speech endpoint, asking for WAV. Servers stream WAV
 * at their own rate (OpenAI: 24 kHz) with placeholder sizes in the header (0xFFFFFFFF), which no
 * header reader can trust, so the answer is re-written as the canonical 48 kHz mono s16 WAV flite
 * gives: every caller (render, voice previews) then reads one format, duration from the header.
 */
export function createOpenAITts(cfg: {
  apiKey: string;
  baseURL?: string;
  model?: string;
  voice?: string;
  /** The script's language (issue 25): the speech API has no language field, but gpt-4o-mini-tts takes instructions. */
  language?: LanguageCode;
}): TtsProvider {
  const client = new OpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseURL, maxRetries: 2, timeout: 60_000 });
  const model = cfg.model ?? 'gpt-4o-mini-tts';
  const voice = cfg.voice ?? 'alloy';
  const instructions =
    cfg.language && model.startsWith('gpt-4o')
      ? `Speak natural, native ${languageName(cfg.language)} (${languageTag(cfg.language)}).`
      : undefined;
  return {
    name: `openai:${model}:${voice}${instructions ? `:${cfg.language}` : ''}`,
    async synthesize(text, outWavPath) {
      const res = await client.audio.speech.create({
        model,
        voice,
        input: cfg.language ? speakableText(text, cfg.language) : text,
        response_format: 'wav',
        ...(instructions ? { instructions } : {}),
      });
      const audio = Buffer.from(await res.arrayBuffer());
      if (audio.length === 0) throw new Error('The speech server answered with no audio');
      const raw = `${outWavPath}.speech`;
      try {
        await writeFile(raw, audio);
        await runFfmpeg(['-v', 'error', '-i', raw, ...CANONICAL_WAV, outWavPath]);
      } finally {
        await rm(raw, { force: true });
      }
    },
  };
}
