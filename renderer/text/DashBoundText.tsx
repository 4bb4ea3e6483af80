import { dashRuns } from './dash-binding.ts';

/** A text with each spaced dash bound to the word before it (dash-binding.ts); every title and statement renders through it. */
export function DashBoundText({ text }: { text: string }) {
  return dashRuns(text).map((run, index) =>
    run.keepTogether ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in their order, never reordered
      <span key={index} className="keep-together">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
