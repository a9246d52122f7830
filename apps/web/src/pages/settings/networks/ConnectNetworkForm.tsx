import type { CreateNetworkBody, NetworkPresetDto, NetworkPresetId } from '@adreel/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/Button.tsx';
import { ChoiceField, TextField } from '../../../components/ui/Field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCreateNetworkMutation } from '../api.ts';

type Macros = NetworkPresetDto['macros'];

const MACRO_LABELS: Record<keyof Macros, string> = {
  clickId: 'Click id macro',
  transactionId: 'Transaction id macro',
  amount: 'Commission amount macro',
  type: 'Transaction type macro (optional)',
  currency: 'Currency macro (optional)',
};

/** The form's fields for a preset: what the network documents, editable before connecting. */
function fieldsOf(preset: NetworkPresetDto) {
  return {
    name: preset.id === 'custom' ? '' : preset.label,
    subIdParam: preset.subIdParam,
    macros: preset.macros,
    linkHosts: preset.linkHosts.join(', '),
    currency: preset.currency,
  };
}

/** Connect a network: pick a preset (or describe your own), name it, adjust its macros if needed. */
export function ConnectNetworkForm({ presets }: { presets: NetworkPresetDto[] }) {
  const first = presets[0] as NetworkPresetDto;
  const [presetId, setPresetId] = useState<NetworkPresetId>(first.id);
  const [fields, setFields] = useState(() => fieldsOf(first));
  const preset = presets.find((p) => p.id === presetId) ?? first;
  const create = useCreateNetworkMutation({
    onSuccess: (c) => {
      toast.success(`${c.name} connected: paste its postback URL into the network`);
      setFields(fieldsOf(preset));
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to connect the network.')),
  });

  function pick(id: NetworkPresetId) {
    const next = presets.find((p) => p.id === id);
    if (!next) return;
    setPresetId(id);
    setFields(fieldsOf(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const optional = (v: string | null) => (v?.trim() ? v.trim() : null);
    const body: CreateNetworkBody = {
      preset: presetId,
      name: fields.name,
      subIdParam: fields.subIdParam,
      macros: {
        ...fields.macros,
        type: optional(fields.macros.type),
        currency: optional(fields.macros.currency),
      },
      linkHosts: fields.linkHosts
        .split(/[\s,]+/)
        .map((h) => h.trim())
        .filter(Boolean),
      currency: fields.currency,
    };
    create.mutate(body);
  }

  const setMacro = (key: keyof Macros, value: string) =>
    setFields((f) => ({ ...f, macros: { ...f.macros, [key]: value } }));

  return (
    <form
      onSubmit={submit}
      aria-label="Connect a network"
      className="mt-4 space-y-4 rounded-xl bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">Connect a network</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          label="Network"
          value={presetId}
          choices={presets.map((p) => ({ id: p.id, name: p.label }))}
          onChange={pick}
        />
        <TextField
          label="Name"
          value={fields.name}
          maxLength={60}
          required
          onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))}
        />
      </div>
      <details className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
        <summary className="cursor-pointer text-sm font-medium text-slate-700">
          Sub-id parameter, macros and link hosts
        </summary>
        <p className="mt-2 text-xs text-slate-500">From {preset.source}.</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Sub-id parameter"
            hint="The query parameter of the network's affiliate links that carries your click id."
            value={fields.subIdParam}
            onChange={(e) => setFields((f) => ({ ...f, subIdParam: e.target.value }))}
          />
          {(Object.keys(MACRO_LABELS) as (keyof Macros)[]).map((key) => (
            <TextField
              key={key}
              label={MACRO_LABELS[key]}
              value={fields.macros[key] ?? ''}
              onChange={(e) => setMacro(key, e.target.value)}
            />
          ))}
          <TextField
            label="Link hosts"
            hint="Domains of the network's affiliate links, comma-separated (subdomains included)."
            value={fields.linkHosts}
            onChange={(e) => setFields((f) => ({ ...f, linkHosts: e.target.value }))}
          />
          <TextField
            label="Currency"
            hint="The currency of its amounts when no currency macro is set."
            value={fields.currency}
            maxLength={3}
            onChange={(e) => setFields((f) => ({ ...f, currency: e.target.value }))}
          />
        </div>
      </details>
      <Button
        type="submit"
        busy={create.isPending}
        busyText="Connecting..."
        icon={<Plus aria-hidden="true" className="h-4 w-4" />}
      >
        Connect network
      </Button>
    </form>
  );
}
