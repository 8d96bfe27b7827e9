/** Healthcare (issue 15): open indicators side by side, each with its year. */
import type { RelocationData } from '#domain/api/relocation.ts';
import { IndicatorTable } from './indicator-table.tsx';

export function HealthcareTab({ data }: { data: RelocationData }) {
  return (
    <div className="space-y-3" data-testid="relocation-healthcare">
      <IndicatorTable
        label="Healthcare indicators"
        home={data.from.country}
        destination={data.to.country}
        from={data.from.healthcare.indicators}
        to={data.to.healthcare.indicators}
      />
      <p className="text-xs text-muted-foreground">
        Source: World Bank, World Development Indicators (from WHO data), CC BY 4.0; year per
        figure. The UHC service coverage index is not shown: no open copy is held yet.
      </p>
    </div>
  );
}
