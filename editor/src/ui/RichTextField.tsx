// A rich-text field in TipTap, limited to what the site renders (richtext/extensions.ts), reading
// and writing the site's JSON (richtext/convert.ts). A document holding anything the editor
// cannot edit (a table, an embedded block) is shown as it is and kept, never put through TipTap.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { asDoc, toSite, toTiptap, unsupportedParts, type RichNode } from '../richtext/convert';
import { RICH_TEXT_EXTENSIONS } from '../richtext/extensions';
import type { FieldProps } from './BlockForm';

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, run: () => void, text: string, shortcut?: string) => (
    <button
      type="button"
      aria-pressed={pressed}
      title={shortcut ? `${name} (${shortcut})` : name}
      aria-label={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(
      'Link address (/pricing, https://…, mailto:…); empty removes the link',
      previous,
    );
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div className="rt-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      {toggle('Bold', state.bold, () => chain().toggleBold().run(), 'B', 'Ctrl+B')}
      {toggle('Italic', state.italic, () => chain().toggleItalic().run(), 'I', 'Ctrl+I')}
      {toggle('Underline', state.underline, () => chain().toggleUnderline().run(), 'U', 'Ctrl+U')}
      {toggle('Strikethrough', state.strike, () => chain().toggleStrike().run(), 'S')}
      {toggle('Code', state.code, () => chain().toggleCode().run(), '</>')}
      {toggle('Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {toggle('Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {toggle('Bulleted list', state.bullet, () => chain().toggleBulletList().run(), '•')}
      {toggle('Numbered list', state.ordered, () => chain().toggleOrderedList().run(), '1.')}
      {toggle('Quote', state.quote, () => chain().toggleBlockquote().run(), '❝')}
      {toggle('Link', state.link, setLink, 'Link')}
      <button type="button" aria-label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </button>
      <button type="button" aria-label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </button>
    </div>
  );
}

function TipTapField({ field, value, onChange, id, errorId, error }: FieldProps) {
  const labelId = useId();
  const last = useRef<string>('');
  const initial = asDoc(value) ?? { type: 'doc' as const, content: [] };
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: toTiptap(initial) as never,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'rt-content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = toSite(current.getJSON() as RichNode);
      last.current = JSON.stringify(doc);
      onChange(doc);
    },
  });

  // A change from outside (a restored version, a reload) replaces the editor's document.
  useEffect(() => {
    if (!editor) return;
    const incoming = JSON.stringify(asDoc(value));
    if (incoming === last.current) return;
    const doc = asDoc(value);
    if (!doc) return;
    last.current = incoming;
    editor.commands.setContent(toTiptap(doc) as never, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          class: 'rt-content',
        },
      },
    });
  }, [editor, error, errorId, id, labelId]);

  return (
    <div className="field richtext-field">
      <span id={labelId} className="label">
        {field.label}
        {field.required ? <span className="required"> (required)</span> : null}
      </span>
      {editor ? <Toolbar editor={editor} label={field.label} /> : null}
      <EditorContent editor={editor} />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function RichTextField(props: FieldProps) {
  const doc = asDoc(props.value);
  const parts = doc ? unsupportedParts(doc) : ['a value that is not rich text'];
  if (parts.length > 0) {
    return (
      <div className="field">
        <span className="label">{props.field.label}</span>
        <p className="hint">
          This text holds {parts.join(', ')}, which this editor cannot edit; it is kept as it is.
        </p>
        <pre className="json">{JSON.stringify(props.value, null, 2)}</pre>
      </div>
    );
  }
  return <TipTapField {...props} />;
}
