// Relation fields the content service replaces with the stories they name (component.field): the
// story loader asks for them, and so does the editor's bridge for the stories it sends in preview.
export const RESOLVED_RELATION_FIELDS = ['blog_post.related_posts'] as const;
