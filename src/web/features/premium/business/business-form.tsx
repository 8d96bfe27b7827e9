/**
 * The suite's inputs (docs/product.md §2 Premium panels 5): industry, company size, target market scope, and
 * 'Analyze Business Environment', which applies them (to the URL, so the view can be shared).
 */
import { useId, useState } from 'react';
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
import { SelectRow, SuiteForm } from '../shared/form-row.tsx';

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
  const submit = () => {
    props.onApply({ ...view, industry, size, scope });
  };
  return (
    <SuiteForm
      label="Business inputs"
      columns={3}
      submitText="Analyze Business Environment"
      pending={props.pending}
      onSubmit={submit}
    >
      <SelectRow
        id={`${id}-industry`}
        label="Industry"
        name="bizIndustry"
        value={industry}
        options={INDUSTRIES}
        optionLabel={(v) => INDUSTRY_LABELS[v]}
        onChange={(value) => setIndustry(value as Industry)}
      />
      <SelectRow
        id={`${id}-size`}
        label="Company size"
        name="bizSize"
        value={size}
        options={SIZES}
        optionLabel={(v) => SIZE_BANDS[v].label}
        onChange={(value) => setSize(value as CompanySize)}
      />
      <SelectRow
        id={`${id}-scope`}
        label="Target market scope"
        name="bizScope"
        value={scope}
        options={SCOPES}
        optionLabel={(v) => SCOPE_LABELS[v]}
        onChange={(value) => setScope(value as MarketScope)}
      />
    </SuiteForm>
  );
}
