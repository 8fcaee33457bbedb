export { createJobQueue, type EnqueueOptions, type JobContext, type JobHandler, type JobQueue, type JobQueueOptions } from './queue.js';
export { DEAD_LETTER_QUEUES, type JobName, type JobPayloads } from './jobs.js';
