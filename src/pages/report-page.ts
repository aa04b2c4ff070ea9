/**
 * The hosted report page (`GET /v1/r/{token}`): a server-rendered HTML page that shows a
 * decision-maker the report at a glance, with SVG charts drawn on the server, print CSS, and no
 * script. Attribution (spec rule 3): the badge is part of the HTML for every tenant that is not
 * white-label, whatever the request asks; a sandbox page carries a SANDBOX watermark.
 */
import type { EngineReport } from '../contracts/report.js';
import { fanChart, riskGauge, SERIES_COLOURS, trajectoryChart } from './charts.js';
import { pageCatalog } from './catalog.js';
import { formatters } from './format.js';
import type { PageLang } from './lang.js';
import { renderTemplate } from './render.js';

/** How a page is branded. */
export interface PageBranding {
  /** Show the "powered by" badge (every tenant but a white-label one). */
  badge: boolean;
  /** Show the SANDBOX watermark (sandbox tenants). */
  watermark: boolean;
  /** Text of the attribution ("Powered by …"), its link (the public docs) and the badge image path. */
  attribution: { text: string; link: string; badge_url: string };
}

/** Renders the page of `report` in `lang` (the page's words; the report's text keeps its own language). */
export function renderReportPage(report: EngineReport, lang: PageLang, branding: PageBranding): string {
  const t = pageCatalog(lang);
  const fmt = formatters(lang);
  const labelOf = new Map(report.cohort_breakdowns.map((c) => [c.cohort, c.label]));
  const rounds = report.sentiment_trajectory.rounds;
  const trajectory = trajectoryChart({
    roundLabels: rounds.map((r) => r.label),
    overall: rounds.map((r) => r.net_sentiment),
    overall80: rounds.map((r) => r.net_sentiment_80 as [number, number]),
    // Only cohorts with members (by_cohort lists every cohort).
    cohorts: report.sentiment_trajectory.by_cohort.filter((c) => labelOf.has(c.cohort)).map((c) => ({ label: labelOf.get(c.cohort)!, values: c.net_sentiment })),
  });
  const forecasts = (report.quantitative_forecasts ?? []).map((f) => ({
    name: f.name,
    unit: f.unit,
    model: f.model,
    mase: f.backtest.mase,
    effectPct: f.scenario_adjusted.effect.full_effect_pct,
    chart: fanChart({
      stepLabels: f.point.map((_, i) => (f.timestamps?.[i] ? f.timestamps[i]!.slice(0, 10) : `${t.step} ${i + 1}`)),
      point: f.point,
      intervals80: f.intervals['80'] as [number, number][],
      intervals95: f.intervals['95'] as [number, number][],
      adjusted: f.scenario_adjusted.point,
      adjusted80: f.scenario_adjusted.intervals['80'] as [number, number][],
    }),
  }));
  return renderTemplate('report', {
    lang,
    t,
    fmt,
    r: report,
    gauge: riskGauge(report.risk_score.value),
    trajectory,
    forecasts,
    colours: SERIES_COLOURS,
    branding,
    maxReduction: Math.max(1, ...report.mitigations.map((m) => m.expected_risk_reduction)),
  });
}

/** The page for an unknown or revoked report address, in `lang`. */
export function renderNotFoundPage(lang: PageLang): string {
  return renderTemplate('not-found', { lang, t: pageCatalog(lang) });
}
