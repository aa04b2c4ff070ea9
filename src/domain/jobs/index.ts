/** Jobs (= scenarios): submission, reading, and the run's state machine. */
export { engineInputOf, fallbackName, jobOptions, jobUrls, type JobOptions, type StoredRun } from './options.js';
export { precheckSubmission, submitJob, type SubmittedDocument } from './submit.js';
export { findJob, getJobReport, getJobStatus, listJobs, toStatusView, type JobRow } from './read.js';
export { claimNextJob, completeJob, failJob, reapStaleJobs, recordProgress, releaseJob, touchJob, type ClaimedJob, type FailureCode } from './lifecycle.js';
