// TEMPORARY shim while the schema moves out of LessonList.tsx.
export { lessonListSchema } from './LessonList';
