import { css } from 'lit';

export const styles = css`
  /* Public --chatbot-preview-* properties are read once into private tokens, so a host may set them on the
     element or any ancestor; the colour sheet (chatbot-preview.component.ts) overrides --_bubble and --_user. */
  :host {
    --_bubble: var(--chatbot-preview-bubble-color, rgb(37, 99, 235));
    --_bubble-text: var(--chatbot-preview-bubble-text-color, rgb(255, 255, 255));
    --_user: var(--chatbot-preview-user-color, rgb(37, 99, 235));
    --_user-text: var(--chatbot-preview-user-text-color, rgb(255, 255, 255));
    --_font: var(--chatbot-preview-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_background: var(--chatbot-preview-background, #fff);
    --_text: var(--chatbot-preview-text-color, #1f2937);
    --_muted: var(--chatbot-preview-muted-color, #4b5563);
    --_bot: var(--chatbot-preview-bot-background, #f1f5f9);
    --_radius: var(--chatbot-preview-radius, 16px);
    --_width: var(--chatbot-preview-width, 340px);
    --_offset: var(--chatbot-preview-offset, 16px);
    display: block;
    font-family: var(--_font);
    font-size: 14px;
    line-height: 1.4;
    color: var(--_text);
  }
  :host([hidden]) {
    display: none;
  }
  :host([floating]) {
    position: fixed;
    inset: auto var(--_offset) var(--_offset) var(--_offset);
    z-index: 2147483000;
    pointer-events: none;
  }
  :host([floating]) .frame > * {
    pointer-events: auto;
  }
  * {
    box-sizing: border-box;
  }
  .frame {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .frame.right {
    align-items: flex-end;
  }
  .frame.left {
    align-items: flex-start;
  }
  .window {
    display: flex;
    flex-direction: column;
    width: min(100%, var(--_width));
    border-radius: var(--_radius);
    background: var(--_background);
    box-shadow: 0 8px 28px rgba(15, 23, 42, 0.18), 0 1px 3px rgba(15, 23, 42, 0.12);
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 12px 14px;
    background: var(--_bubble);
    color: var(--_bubble-text);
  }
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    overflow: hidden;
    font-weight: 700;
    font-size: 14px;
    letter-spacing: 0.02em;
    border: 2px solid currentColor;
  }
  .avatar img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .name {
    font-weight: 600;
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  .messages {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 14px;
    min-height: 120px;
  }
  .message {
    margin: 0;
    max-width: 85%;
    padding: 8px 12px;
    border-radius: 14px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .bot {
    align-self: flex-start;
    background: var(--_bot);
    border-bottom-left-radius: 4px;
  }
  .user {
    align-self: flex-end;
    background: var(--_user);
    color: var(--_user-text);
    border-bottom-right-radius: 4px;
  }
  .suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .suggestion {
    padding: 4px 10px;
    border: 1px solid var(--_bubble);
    border-radius: 999px;
    background: var(--_background);
    color: var(--_text);
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  .composer {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 14px;
    padding: 6px 6px 6px 12px;
    border: 1px solid #cbd5e1;
    border-radius: 999px;
  }
  .input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    font: inherit;
    color: inherit;
  }
  .input::placeholder {
    color: var(--_muted);
    opacity: 1;
  }
  .send {
    display: grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: var(--_bubble);
    color: var(--_bubble-text);
  }
  .send svg {
    width: 16px;
    height: 16px;
  }
  .footer {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 10px 14px 14px;
    font-size: 12px;
    color: var(--_muted);
  }
  .privacy {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid #1d4ed8;
    outline-offset: 2px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .human {
    padding: 4px 10px;
    border: 1px solid currentColor;
    border-radius: 999px;
    background: transparent;
    color: var(--_text);
    font: inherit;
    cursor: pointer;
  }
  .contacts {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .launcher {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: var(--_bubble);
    color: var(--_bubble-text);
    box-shadow: 0 4px 14px rgba(15, 23, 42, 0.25);
    cursor: pointer;
    overflow: hidden;
  }
  .launcher svg {
    width: 28px;
    height: 28px;
  }
  .icon-img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
