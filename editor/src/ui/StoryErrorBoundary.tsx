// What the story area shows when the open story's form or preview fails to render: a message and a
// way to load it again, while the top bar and the story list keep working. App keys it by the
// story's id, so opening another story starts afresh.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class StoryErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The story could not be shown', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="story-error" role="alert">
        <p className="error">This story could not be shown.</p>
        <p className="muted">{error.message}</p>
        {/* Renders the story again from scratch: it is read anew from the content service. */}
        <button type="button" onClick={() => this.setState({ error: null })}>
          Reload
        </button>
      </div>
    );
  }
}
