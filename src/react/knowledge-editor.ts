/** `<KnowledgeEditor>`: `<knowledge-editor>` for React (see ./index.ts); importing it registers the tag. */
import { KnowledgeEditor as KnowledgeEditorElement } from '../elements/knowledge-editor/knowledge-editor.js';
import { event, wrap } from './wrap.js';

export const KnowledgeEditor = wrap('knowledge-editor', KnowledgeEditorElement, {
  onKnowledgeSave: event('knowledge-save'),
  onKnowledgeSaved: event('knowledge-saved'),
  onKnowledgeError: event('knowledge-error'),
});
