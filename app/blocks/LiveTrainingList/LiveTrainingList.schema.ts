// TEMPORARY shim while the schema moves out of LiveTrainingList.tsx.
export { liveTrainingListSchema } from './LiveTrainingList';
