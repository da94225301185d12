// TEMPORARY shim while the schema moves out of TrainingList.tsx.
export { trainingListSchema } from './TrainingList';
