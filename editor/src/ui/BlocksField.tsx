// A list of nested blocks (a `bloks` field): add one of the components the list allows, open a
// block's form, remove it, and reorder by dragging the handle with a pointer (@dnd-kit) or with the
// Move up / Move down buttons, which are the keyboard's (and a screen reader's) way: the handle is
// not a keyboard control.
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import { useState } from 'react';
import { isBlock, moveItem, newBlock, type Block } from '../schema/blocks';
import { componentLabel, formFields, type FormField } from '../schema/fields';
import { BlockForm } from './BlockForm';
import { useEditor } from './editor-context';

type BlocksFieldSpec = Extract<FormField, { kind: 'blocks' }>;

/** A line that tells blocks of one kind apart: the first text the block has. */
export function blockSummary(block: Block, fields: FormField[]): string {
  for (const field of fields) {
    const value = block[field.key];
    if ((field.kind === 'text' || field.kind === 'textarea') && typeof value === 'string' && value.trim()) {
      return value.trim().slice(0, 80);
    }
  }
  return '';
}

function BlockCard({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: Block;
  index: number;
  count: number;
  onChange: (block: Block) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { definitions, selectedUid, select, expanded, setExpanded, errors } = useEditor();
  const uid = block._uid ?? '';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: uid });
  const definition = definitions.get(block.component);
  const label = componentLabel(definition, block.component);
  const summary = definition ? blockSummary(block, formFields(definition)) : '';
  const open = expanded.has(uid);
  const bodyId = `block-${uid}`;
  const hasErrors = [...errors.keys()].some((key) => key.startsWith(`${uid}/`));
  const name = summary ? `${label}: ${summary}` : label;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: DndCss.Transform.toString(transform), transition }}
      className={`block-card${selectedUid === uid ? ' selected' : ''}${isDragging ? ' dragging' : ''}${hasErrors ? ' has-errors' : ''}`}
      data-block-card={uid}
    >
      <div className="block-header">
        <button
          type="button"
          className="drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          // Dragging is for the pointer; the keyboard (and a screen reader) moves a block with its
          // Move up and Move down buttons, which say where it went. dnd-kit's keyboard dragging
          // could not move an open (tall) block past a short one: its collision detection kept the
          // block over itself. So the handle is out of the tab order and of the accessibility tree.
          tabIndex={-1}
          aria-hidden="true"
          title={`Drag to reorder ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className="block-toggle"
          data-block-heading
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setExpanded(uid, !open);
            select(uid);
          }}
          onFocus={() => select(uid)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> <strong>{label}</strong>
          {summary ? <span className="summary"> {summary}</span> : null}
          {hasErrors ? <span className="error-flag"> (has errors)</span> : null}
        </button>
        <div className="block-actions">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑<span className="visually-hidden"> Move up</span>
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓<span className="visually-hidden"> Move down</span>
          </button>
          <button type="button" aria-label={`Remove ${name}`} className="danger" onClick={onRemove}>
            ✕<span className="visually-hidden"> Remove</span>
          </button>
        </div>
      </div>
      {open ? (
        <div id={bodyId} className="block-body" role="group" aria-label={name}>
          <BlockForm block={block} onChange={onChange} />
        </div>
      ) : null}
    </li>
  );
}

export function BlocksField({
  field,
  id,
  error,
  value,
  onChange,
}: {
  field: BlocksFieldSpec;
  id: string;
  error: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { definitions, select, setExpanded } = useEditor();
  const items: unknown[] = Array.isArray(value) ? value : [];
  const blocks = items.filter(isBlock);
  const allowed = field.allowed.filter((name) => definitions.has(name));
  const [choice, setChoice] = useState(allowed[0] ?? '');
  const [announcement, setAnnouncement] = useState('');
  const selectId = `${id}-add`;
  const full = field.maximum !== undefined && blocks.length >= field.maximum;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const labelOf = (uid: unknown) => {
    const block = blocks.find((candidate) => candidate._uid === uid);
    if (!block) return 'the block';
    const definition = definitions.get(block.component);
    const summary = definition ? blockSummary(block, formFields(definition)) : '';
    return `${componentLabel(definition, block.component)}${summary ? ` ${summary}` : ''}`;
  };
  const position = (uid: unknown) => blocks.findIndex((block) => block._uid === uid) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, at position ${position(active.id)} of ${blocks.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over position ${position(over.id)} of ${blocks.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${position(over.id)} of ${blocks.length}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const setBlocks = (next: Block[]) => {
    // Anything in the list that is not a block is kept at the end rather than dropped.
    const others = items.filter((item) => !isBlock(item));
    onChange([...next, ...others]);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    setBlocks(moveItem(blocks, from, to));
    const moved = blocks[from];
    setAnnouncement(`${labelOf(moved?._uid)} moved to position ${to + 1} of ${blocks.length}.`);
    // Keep the focus on the moved block's button, which React re-renders in its new place.
    requestAnimationFrame(() => {
      const direction = to < from ? 'up' : 'down';
      const card = document.querySelector<HTMLElement>(
        `[data-block-card="${CSS.escape(moved?._uid ?? '')}"]`,
      );
      const buttons = card?.querySelectorAll<HTMLButtonElement>('.block-actions button');
      const target = direction === 'up' ? buttons?.[0] : buttons?.[1];
      (target && !target.disabled
        ? target
        : card?.querySelector<HTMLElement>('[data-block-heading]')
      )?.focus();
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block._uid === active.id);
    const to = blocks.findIndex((block) => block._uid === over.id);
    if (from !== -1 && to !== -1) setBlocks(moveItem(blocks, from, to));
  };

  const add = () => {
    const definition = definitions.get(choice);
    if (!definition || full) return;
    const block = newBlock(definition);
    setBlocks([...blocks, block]);
    setExpanded(block._uid ?? '', true);
    select(block._uid ?? null);
    setAnnouncement(`${componentLabel(definition, choice)} added at position ${blocks.length + 1}.`);
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(
          `[data-block-card="${CSS.escape(block._uid ?? '')}"] [data-block-heading]`,
        )
        ?.focus();
    });
  };

  const remove = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    if (!window.confirm(`Remove ${labelOf(block._uid)}?`)) return;
    setBlocks(blocks.filter((_, at) => at !== index));
    setAnnouncement(`${labelOf(block._uid)} removed.`);
    // The list's "add" control: its block choice, or its button where there is nothing to choose.
    requestAnimationFrame(() =>
      (document.getElementById(selectId) ?? document.getElementById(`${selectId}-button`))?.focus(),
    );
  };

  return (
    <section className="field blocks-field" aria-labelledby={id}>
      {/* Focusable, so that a save with an error in this list can move the focus to it. */}
      <h3 id={id} className="label" tabIndex={-1}>
        {field.label} <span className="count">({blocks.length})</span>
        {field.required ? <span className="required"> (required)</span> : null}
      </h3>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext
          items={blocks.map((block) => block._uid ?? '')}
          strategy={verticalListSortingStrategy}
        >
          <ol className="block-list">
            {blocks.map((block, index) => (
              <BlockCard
                key={block._uid}
                block={block}
                index={index}
                count={blocks.length}
                onChange={(next) => setBlocks(blocks.map((item, at) => (at === index ? next : item)))}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {blocks.length === 0 ? <p className="muted">No blocks yet.</p> : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {allowed.length > 0 ? (
        <div className="add-block">
          {allowed.length > 1 ? (
            <>
              <label htmlFor={selectId} className="visually-hidden">
                Block to add to {field.label}
              </label>
              <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
                {allowed.map((name) => (
                  <option key={name} value={name}>
                    {componentLabel(definitions.get(name), name)}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <button id={`${selectId}-button`} type="button" disabled={full} onClick={add}>
            Add{' '}
            {allowed.length === 1
              ? componentLabel(definitions.get(allowed[0] ?? ''), allowed[0] ?? '')
              : 'block'}
            {allowed.length > 1 ? <span className="visually-hidden"> to {field.label}</span> : null}
          </button>
          {full ? <span className="hint"> This list holds at most {field.maximum} blocks.</span> : null}
        </div>
      ) : null}
    </section>
  );
}
