/** Registers `<knowledge-editor>`; exports its class and types, and types its tag and events for the page. */
import { defineElement } from '../define.js';
import { KnowledgeEditor, type KnowledgeErrorDetail, type KnowledgeSaveDetail } from './knowledge-editor.component.js';

export * from './knowledge-editor.component.js';

defineElement('knowledge-editor', KnowledgeEditor);

declare global {
  interface HTMLElementTagNameMap {
    'knowledge-editor': KnowledgeEditor;
  }
  interface HTMLElementEventMap {
    'knowledge-save': CustomEvent<KnowledgeSaveDetail>;
    'knowledge-saved': CustomEvent<KnowledgeSaveDetail>;
    'knowledge-error': CustomEvent<KnowledgeErrorDetail>;
  }
}
