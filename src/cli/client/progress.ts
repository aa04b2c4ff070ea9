/**
 * Progress of `--wait`: on a terminal, a cli-progress bar with the round n/N and the ETA (from the
 * service's `estimated_completion`), redrawn in place; otherwise one plain line per change.
 * Written to stderr, so stdout keeps only the result.
 */
import cliProgress from 'cli-progress';
import type { JobStatus } from '@scenario-sim/sdk';
import type { CliLabels } from './labels.js';

/** Seconds until `iso` as m:ss, or "?" when unknown. */
export function etaText(iso: string | null, now = Date.now()): string {
  if (!iso) return '?';
  const s = Math.max(0, Math.round((Date.parse(iso) - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A progress display: `update` with each status read, `stop` at the end. */
export interface ProgressView {
  update(status: JobStatus): void;
  stop(): void;
}

/** The display for `stream`: a bar on a TTY, plain lines otherwise. */
export function progressView(labels: CliLabels, stream: NodeJS.WriteStream = process.stderr): ProgressView {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream,
        format: `{state} |{bar}| ${labels.round} {value}/{total} | ${labels.eta} {remaining}`,
        barsize: 30,
        hideCursor: true,
        clearOnComplete: false,
        stopOnComplete: false,
        noTTYOutput: false,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(s) {
        const payload = { state: labels.status[s.status] ?? s.status, remaining: etaText(s.estimated_completion) };
        if (!started) {
          bar.start(s.progress.total_rounds, s.progress.current_round, payload);
          started = true;
        } else {
          bar.setTotal(s.progress.total_rounds);
          bar.update(s.progress.current_round, payload);
        }
      },
      stop() {
        if (started) bar.stop();
      },
    };
  }
  let last = '';
  return {
    update(s) {
      const line = `${labels.status[s.status] ?? s.status}: ${labels.round} ${s.progress.current_round}/${s.progress.total_rounds} (${s.progress.percent} %), ${labels.eta} ${etaText(s.estimated_completion)}`;
      const key = `${s.status}:${s.progress.current_round}`;
      if (key !== last) stream.write(`${line}\n`);
      last = key;
    },
    stop() {},
  };
}
