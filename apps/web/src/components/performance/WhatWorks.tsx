import {
  WHAT_WORKS_DIMENSION_NAMES,
  WHAT_WORKS_DIMENSIONS,
  WHAT_WORKS_GOALS,
  type WhatWorksDimension,
  type WhatWorksGoal,
} from '@adreel/contracts';
import { Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api.ts';
import { useWhatWorksQuery } from '../../queries/what-works.ts';
import { Card } from '../ui/Card.tsx';
import { StandInNumbersTag } from '../ui/DemoBadge.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { lastDays, type Period } from './period.ts';
import { GOAL_NAMES, WhatWorksRanking } from './WhatWorksRanking.tsx';

/**
 * "What works" (issue 35): which hooks, hook variants, templates, languages, channels and posting
 * times earn (or get clicks) per 1,000 views, with how sure the numbers are — on Performance, and on a
 * campaign's page for its own posts.
 */
export function WhatWorks({
  period,
  campaignId,
  winnerAction,
}: {
  period?: Period;
  campaignId?: string;
  /** What a ranked winner's row offers, per compared dimension (null: nothing). */
  winnerAction?: (dimension: WhatWorksDimension, armId: string) => ReactNode;
}) {
  // A campaign's page looks at its whole past year; Performance passes its chosen period.
  const [fallback] = useState(() => lastDays(365));
  const report = useWhatWorksQuery({ ...(period ?? fallback), campaignId });
  const [goal, setGoal] = useState<WhatWorksGoal>('earnings');
  const [dimension, setDimension] = useState<WhatWorksDimension>('variant');
  useEffect(() => {
    if (report.isError) toast.error(errorMessage(report.error, 'Could not load what works'));
  }, [report.isError, report.error]);

  const data = report.data;
  const chosen = data?.dimensions.find((d) => d.dimension === dimension);
  const name = WHAT_WORKS_DIMENSION_NAMES[dimension];
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <Trophy aria-hidden="true" className="h-5 w-5 text-brand-600" />
        What works
        {data?.viewsFromStandIn ? (
          <StandInNumbersTag title="Some views come from a local stand-in of the platform, not the platform itself" />
        ) : null}
        {report.isFetching ? (
          <Spinner className="h-4 w-4 text-brand-600" label="Loading what works..." />
        ) : null}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Per 1,000 views of your posts, with a 90% interval and the probability to be best. Bot clicks are left
        out; a ranking shows only once the numbers can tell.
      </p>
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <ToggleGroup
          legend="Compare"
          className="flex flex-wrap gap-2"
          options={WHAT_WORKS_DIMENSIONS}
          names={WHAT_WORKS_DIMENSION_NAMES}
          chosen={dimension}
          onChoose={setDimension}
        />
        <ToggleGroup
          legend="Rank by"
          className="grid grid-cols-2 gap-2 sm:flex"
          options={WHAT_WORKS_GOALS}
          names={GOAL_NAMES}
          chosen={goal}
          onChoose={setGoal}
        />
      </div>
      {report.isError && !data ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Could not load what works. Please try again.
        </p>
      ) : !data ? (
        <div className="flex justify-center py-6">
          <Spinner className="h-6 w-6 text-brand-600" label="Loading what works..." />
        </div>
      ) : data.posts === 0 ? (
        <p className="text-sm text-slate-600">
          No posts with views in this period yet. Once the platforms report views, this shows what works.
        </p>
      ) : chosen ? (
        <>
          <WhatWorksRanking
            ranking={chosen[goal]}
            goal={goal}
            currency={data.currency}
            dimensionName={name}
            winnerAction={winnerAction ? (armId) => winnerAction(dimension, armId) : undefined}
          />
          {chosen.hidden > 0 ? (
            <p className="mt-2 text-xs text-slate-500">
              {chosen.hidden} more with fewer views are not compared.
            </p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
