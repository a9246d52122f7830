import { describe, expect, it } from 'vitest';
import { VIDEO_STAGES, videoDownloadName, videoInProgress, videoStageIndex } from './videos.ts';

describe('videoStageIndex', () => {
  it('is floor(progress / (100/6)) over the six stages', () => {
    expect(VIDEO_STAGES).toHaveLength(6);
    expect(videoStageIndex(0)).toBe(0);
    expect(videoStageIndex(16)).toBe(0);
    expect(videoStageIndex(17)).toBe(1);
    expect(videoStageIndex(33)).toBe(1);
    expect(videoStageIndex(34)).toBe(2);
    expect(videoStageIndex(50)).toBe(3);
    expect(videoStageIndex(66)).toBe(3);
    expect(videoStageIndex(67)).toBe(4);
    expect(videoStageIndex(84)).toBe(5);
    expect(videoStageIndex(100)).toBe(5);
  });
  it('clamps odd input', () => {
    expect(videoStageIndex(-5)).toBe(0);
    expect(videoStageIndex(Number.NaN)).toBe(0);
    expect(videoStageIndex(250)).toBe(5);
  });
  it('names downloads video-{id}.mp4', () => {
    expect(videoDownloadName('abc')).toBe('video-abc.mp4');
  });
});

describe('videoInProgress', () => {
  it('is true while a video waits for a render slot or renders, false once it ended', () => {
    expect(videoInProgress('queued')).toBe(true);
    expect(videoInProgress('processing')).toBe(true);
    expect(videoInProgress('completed')).toBe(false);
    expect(videoInProgress('failed')).toBe(false);
    expect(videoInProgress(undefined)).toBe(false);
  });
});
