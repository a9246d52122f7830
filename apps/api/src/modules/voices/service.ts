import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  availableVoice,
  DEFAULT_LANGUAGE,
  DEFAULT_VOICE_ID,
  defaultVoiceFor,
  type LanguageCode,
  previewTextFor,
  VOICE_NOT_AVAILABLE,
  type VoiceId,
  type VoicesResponse,
  voicesForLanguage,
} from '@adreel/contracts';
import { renderVoicePreview, type SpeechServer, ttsForVoice } from '@adreel/media';
import type { Storage } from '@adreel/storage';
import type { Logger } from '../../deps.ts';
import { Forbidden, Invalid, NotFound, Unavailable } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import { MEDIA_URL_TTL_S, type MediaSigner } from '../../kernel/media-signature.ts';
import { storedOnce } from '../../kernel/stored-once.ts';

export const VOICE_NOT_FOUND = 'Voice not found.';
export const PREVIEW_FAILED = 'The voice preview could not be made. Please try again.';
export const BAD_PREVIEW_LINK = 'This preview link is invalid or has expired. Reload the page.';

/** Bump when the preview sentence or its encoding changes, so stored clips are made again. */
const PREVIEW_VERSION = 1;

export interface VoicesDeps {
  storage: Storage;
  /** The TTS_* speech server, or null without TTS_API_KEY (offline voices only). */
  speech: SpeechServer | null;
  /** Preview links are signed: an <audio> element cannot send the bearer header. */
  signer: MediaSigner;
  apiPrefix: string;
  tmpDir: string;
  log: Logger;
}

/** What a preview link signs: the voice and language, so a link cannot be replayed for another file. */
const signedName = (id: VoiceId, language: LanguageCode) => `voice-preview/${id}/${language}`;

/**
 * The voice picker's list and each voice's preview clip (issue #13 item 7). A clip is made once by
 * the real TTS and kept in storage under the provider's name (and server), so it is made again only
 * when the model, server or voice changes.
 */
export function createVoicesService(deps: VoicesDeps) {
  const availability = { speechKey: deps.speech !== null };
  const stored = storedOnce(deps.storage);

  function previewUrl(id: VoiceId, language: LanguageCode): string {
    // Rounded expiry: the same link for an hour, so the browser's cached clip is reused.
    const { exp, sig } = deps.signer.sign(signedName(id, language), MEDIA_URL_TTL_S, 3600);
    const lang = language === DEFAULT_LANGUAGE ? '' : `language=${language}&`;
    return `${deps.apiPrefix}/videos/voices/${encodeURIComponent(id)}/preview?${lang}exp=${exp}&sig=${sig}`;
  }

  /** The clip's storage key, made on first use; concurrent first requests share one synthesis. */
  async function clipKey(id: VoiceId, language: LanguageCode): Promise<string> {
    const voice = availableVoice(id, availability);
    if (!voice) throw new Error(`voice ${id} is not available`);
    const tts = ttsForVoice(voice, deps.speech, language);
    const text = previewTextFor(language);
    const source = `${tts.name}\n${voice.offline ? '' : (deps.speech?.baseURL ?? '')}\n${text}`;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 32);
    const key = `voice-previews/v${PREVIEW_VERSION}/${hash}.mp3`;
    return stored(key, 'audio/mpeg', () =>
      renderVoicePreview(tts, join(deps.tmpDir, `voice-preview-${randomUUID()}`), text),
    ).catch((err: unknown) => {
      deps.log.error({ err, voice: id }, 'voice preview failed');
      throw err;
    });
  }

  return {
    /** The voices that speak `language` (issue 25), each previewed reading that language's sentence. */
    list(language: LanguageCode = DEFAULT_LANGUAGE): VoicesResponse {
      return {
        default: defaultVoiceFor(language).id,
        language,
        voices: voicesForLanguage(language, availability).map((v) => ({
          id: v.id,
          name: v.name,
          description: v.description,
          offline: v.offline,
          preview_url: previewUrl(v.id, language),
        })),
      };
    },

    /** The voice to store on a new video: the default when none was asked for, 400 when unavailable. */
    choose(requested: string | undefined): VoiceId {
      if (requested === undefined) return DEFAULT_VOICE_ID;
      const voice = availableVoice(requested, availability);
      if (!voice) throw new Invalid(VOICE_NOT_AVAILABLE);
      return voice.id;
    },

    /** 404 for a voice this server does not offer, 403 for a bad or expired link. */
    async preview(
      id: string,
      link: { exp?: string | undefined; sig?: string | undefined; language?: LanguageCode | undefined },
    ): Promise<StoredFile> {
      const voice = availableVoice(id, availability);
      if (!voice) throw new NotFound(VOICE_NOT_FOUND);
      const language = link.language ?? DEFAULT_LANGUAGE;
      if (!deps.signer.verify(signedName(voice.id, language), link.exp, link.sig))
        throw new Forbidden(BAD_PREVIEW_LINK);
      const key = await clipKey(voice.id, language).catch(() => {
        throw new Unavailable(PREVIEW_FAILED);
      });
      return { key, contentType: 'audio/mpeg', cacheControl: 'private, max-age=86400' };
    },
  };
}

export type VoicesService = ReturnType<typeof createVoicesService>;
