import { renderToString } from 'react-dom/server';
import toast, { useToasterStore } from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';

// useToasterStore resolves each toast's duration the way the Toaster will show it.
function Probe() {
  const { toasts } = useToasterStore();
  return (
    <output>
      {JSON.stringify(toasts.map((t) => ({ message: t.message, type: t.type, duration: t.duration })))}
    </output>
  );
}

function read(): { message: string; type: string; duration: number | null }[] {
  const html = renderToString(<Probe />);
  return JSON.parse(html.replace(/^<output>|<\/output>$/g, '').replaceAll('&quot;', '"'));
}

beforeEach(() => {
  toast.remove();
});

describe('toast rules (spec §4, §9)', () => {
  it('keeps at most 20 toasts', () => {
    for (let i = 0; i < 25; i += 1) toast(`t${i}`);
    const toasts = read();
    expect(toasts).toHaveLength(20);
  });

  it('shows blank and error toasts for 4000 ms, success for 2000 ms, loading until dismissed', () => {
    toast('blank');
    toast.error('error');
    toast.success('success');
    toast.loading('loading');
    const byMessage = Object.fromEntries(read().map((t) => [t.message, t.duration]));
    expect(byMessage).toEqual({ blank: 4000, error: 4000, success: 2000, loading: null });
  });
});
