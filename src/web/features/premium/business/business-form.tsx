/**
 * The suite's inputs (spec §2 Premium panels 5): industry, company size, target market scope, and
 * 'Analyze Business Environment', which applies them (to the URL, so the view can be shared).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  SCOPES,
  SCOPE_LABELS,
  SIZES,
  SIZE_BANDS,
  type CompanySize,
  type Industry,
  type MarketScope,
} from '#domain/premium/business/options.ts';
import type { BusinessView } from '#domain/premium/business/url-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';

export function BusinessForm(props: {
  view: BusinessView;
  pending: boolean;
  onApply: (view: BusinessView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [industry, setIndustry] = useState<Industry>(view.industry);
  const [size, setSize] = useState<CompanySize>(view.size);
  const [scope, setScope] = useState<MarketScope>(view.scope);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onApply({ ...view, industry, size, scope });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 md:grid-cols-3 print:hidden"
      aria-label="Business inputs"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-industry`}>Industry</Label>
        <NativeSelect
          id={`${id}-industry`}
          name="bizIndustry"
          value={industry}
          onChange={(e) => setIndustry(e.target.value as Industry)}
        >
          {INDUSTRIES.map((v) => (
            <option key={v} value={v}>
              {INDUSTRY_LABELS[v]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-size`}>Company size</Label>
        <NativeSelect
          id={`${id}-size`}
          name="bizSize"
          value={size}
          onChange={(e) => setSize(e.target.value as CompanySize)}
        >
          {SIZES.map((v) => (
            <option key={v} value={v}>
              {SIZE_BANDS[v].label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-scope`}>Target market scope</Label>
        <NativeSelect
          id={`${id}-scope`}
          name="bizScope"
          value={scope}
          onChange={(e) => setScope(e.target.value as MarketScope)}
        >
          {SCOPES.map((v) => (
            <option key={v} value={v}>
              {SCOPE_LABELS[v]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="md:col-span-3">
        <Button type="submit" disabled={props.pending}>
          Analyze Business Environment
        </Button>
      </div>
    </form>
  );
}
