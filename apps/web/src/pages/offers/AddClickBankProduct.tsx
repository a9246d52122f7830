import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useAddClickBankOfferMutation } from '../../queries/clickbank.ts';

const EMPTY = { vendorId: '', name: '', price: '', commission: '' };
const numberOrUndefined = (v: string) => (v.trim() === '' ? undefined : Number(v));

/**
 * ClickBank has no product API for affiliates: a product joins the catalog by its vendor id (from
 * ClickBank's marketplace), with the name and figures the marketplace shows.
 */
export function AddClickBankProduct() {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const add = useAddClickBankOfferMutation({
    onSuccess: (r) => {
      toast.success(r.created ? 'ClickBank product added' : 'ClickBank product updated');
      setFields(EMPTY);
      setOpen(false);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to add the ClickBank product.')),
  });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({
      vendorId: fields.vendorId.trim(),
      name: fields.name.trim(),
      price: numberOrUndefined(fields.price),
      commissionPercent: numberOrUndefined(fields.commission),
    });
  }

  if (!open) {
    return (
      <Button
        variant="secondary"
        className="mb-4"
        icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        onClick={() => setOpen(true)}
      >
        Add a ClickBank product
      </Button>
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Add a ClickBank product"
      className="mb-6 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <TextField
        label="Vendor id"
        hint="The product's vendor nickname on ClickBank"
        required
        value={fields.vendorId}
        onChange={set('vendorId')}
      />
      <TextField label="Product name" required value={fields.name} onChange={set('name')} />
      <TextField
        label="Price (USD)"
        type="number"
        min="0"
        step="0.01"
        value={fields.price}
        onChange={set('price')}
      />
      <TextField
        label="Commission (%)"
        type="number"
        min="1"
        max="100"
        value={fields.commission}
        onChange={set('commission')}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" busy={add.isPending} busyText="Adding...">
          Add product
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
