/** Queue names and message shapes shared by the producer (domain) and the worker. */

/** pg-boss queue that runs simulations; the message carries only the job id (the row is the source of truth). */
export const SIMULATION_QUEUE = 'simulation';

export interface SimulationMessage {
  jobId: string;
}
