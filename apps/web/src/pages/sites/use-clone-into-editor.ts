import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session.ts';
import { type CloneStep, CloneStepError, cloneIntoNewSite } from './site-api.ts';

export interface CloneFormTexts {
  /** Toast for an empty URL (the spec words it differently per page). */
  empty: string;
  /** Toast for a failure, by the step that failed. */
  failed: (step: CloneStep) => string;
  /** Clone Offers also refuses without a stored token (spec §5). */
  requireToken?: boolean;
}

/** The shared form behind Clone Offers and the Instant Site Cloner: clone, save, open the editor. */
export function useCloneIntoEditor(texts: CloneFormTexts) {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setReason('');
    const target = url.trim();
    if (!target) {
      toast.error(texts.empty);
      return;
    }
    if (texts.requireToken && !session.getToken()) {
      toast.error('Please log in to continue');
      return;
    }
    setBusy(true);
    try {
      const site = await cloneIntoNewSite(target);
      navigate(`/site-editor/${site.id}`);
    } catch (error) {
      toast.error(texts.failed(error instanceof CloneStepError ? error.step : 'clone'));
      setReason(error instanceof CloneStepError ? error.reason : '');
    } finally {
      setBusy(false);
    }
  }

  return { url, setUrl, busy, reason, onSubmit };
}
