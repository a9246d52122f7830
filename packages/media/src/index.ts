export { hexToAss, type RenderBrand, textColorOn, watermarkPlacement, watermarkSize } from './brand.ts';
export { cached, hashKey } from './cache.ts';
export { buildAss, captionMarginV, DEFAULT_CAPTION_LAYOUT } from './captions.ts';
export { qrPng, renderEndCard } from './endcard.ts';
export { type EndCardText, endCardText, formatPrice } from './endcard-text.ts';
export { ffprobe, lavfiInput, parseEbur128Summary, runFfmpeg } from './ffmpeg.ts';
export { buildFilterGraph, motionFilter } from './filtergraph.ts';
export {
  captionLayoutFor,
  DEFAULT_RENDER_LOOK,
  lookFrame,
  type RenderLook,
  resolveRenderLook,
  safeZone,
} from './look.ts';
export { moodPreset, pickOperatorTrack, synthesizeLoop } from './music.ts';
export { createPexelsStockClips } from './pexels.ts';
export { captionLines, splitPhrases, timeWords } from './phrases.ts';
export type { PlanAudio, PlanScene, RenderPlan } from './plan.ts';
export { samplePeakRss } from './proc-rss.ts';
export { END_CARD_S, OUTPUT, type RenderInput, type RenderResult, renderVideo } from './render.ts';
export { assignSceneImages, type Motion, parseMotion } from './scene-assets.ts';
export { overallProgress, RENDER_STAGES, type StageIndex } from './stages.ts';
export { renderStoryboard, type StoryboardInput, type StoryboardResult } from './storyboard.ts';
export { SAMPLE_CONTENT, SAMPLE_PRODUCT, templateThumbnail } from './template-samples.ts';
export { createFliteTts, createOpenAITts, type TtsProvider } from './tts.ts';
export { renderVoicePreview } from './voice-preview.ts';
export { type SpeechServer, ttsForVoice } from './voice-tts.ts';
