import { buildShareLinks, instagramClipboardText, videoDownloadName } from '@adreel/contracts';
import toast from 'react-hot-toast';

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram';

/** Opens a network's share dialog in a 600x600 window; Instagram copies URL + commentary (spec §5, §7.7). */
export async function shareVideo(
  network: ShareNetwork,
  v: { outputUrl: string | null; productUrl: string | null; commentary: string },
): Promise<void> {
  if (!v.outputUrl) {
    toast.error('Video URL not available');
    return;
  }
  const url = v.productUrl || new URL(v.outputUrl, window.location.origin).href;
  if (network === 'instagram') {
    try {
      await navigator.clipboard.writeText(instagramClipboardText(url, v.commentary));
      toast.success('Video URL and commentary copied to clipboard. You can now share it on Instagram.');
    } catch {
      toast.error('Failed to copy URL');
    }
    return;
  }
  const links = buildShareLinks({ url, commentary: v.commentary });
  window.open(links[network], '_blank', 'noopener,noreferrer,width=600,height=600');
}

/** Downloads through the signed link as video-{id}.mp4 (spec §9). */
export async function downloadVideo(id: string, outputUrl: string | null): Promise<void> {
  if (!outputUrl) {
    toast.error('Video URL not available');
    return;
  }
  try {
    const res = await fetch(`${outputUrl}${outputUrl.includes('?') ? '&' : '?'}download=1`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    saveBlob(await res.blob(), videoDownloadName(id));
    toast.success('Video download started');
  } catch {
    toast.error('Failed to download video');
  }
}

/** Hands bytes already fetched to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export async function copyText(text: string, success: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error('Failed to copy URL');
  }
}
