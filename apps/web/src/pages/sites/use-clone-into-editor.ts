import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session.ts';
import { type CloneStep, CloneStepError, useCloneIntoNewSiteMutation } from './api.ts';

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
  const [reason, setReason] = useState('');
  const clone = useCloneIntoNewSiteMutation({
    onSuccess: (site) => navigate(`/site-editor/${site.id}`),
    onError: (error) => {
      toast.error(texts.failed(error instanceof CloneStepError ? error.step : 'clone'));
      setReason(error instanceof CloneStepError ? error.reason : '');
    },
  });

  function onSubmit(e: FormEvent) {
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
    clone.mutate(target);
  }

  return { url, setUrl, busy: clone.isPending, reason, onSubmit };
}
