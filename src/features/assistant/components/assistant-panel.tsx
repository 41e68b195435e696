import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Input } from 'antd';
import { FileTextOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { env } from '@/shared/config/env';
import { CHAT_INPUT_MAX_ROWS } from '@/shared/config/constants';
import { QUESTION_MAX } from '../api/completions';
import { useAssistantChat, useChatSessionReset } from '../model/chat';
import { announcementAtom, type Attachment, type ChatMessage } from '../model/messages';
import { TOPICS, WELCOME_TOPICS, type TopicId } from '../model/topics';
import { assistantOpenAtom } from '../model/widget';
import { TOUCH_INPUT_QUERY, questionPlaceholder } from '../model/input-hint';
import { useMedia } from '@/shared/ui/layout';
import { AccountCard } from './account-card';
import { AnswerBubble, useChatNavigate } from './answer-bubble';
import { Handover } from './leave-message';
import { PanelFrame } from './panel-frame';
import styles from './assistant.styles';

/** `{base}/document/{doc_id}?ext=<extension of doc_name, pdf when none>&prefix=document` (docs/contract.md §5). */
export function documentUrl(attachment: Attachment): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(attachment.name)?.[1]?.toLowerCase() ?? 'pdf';
  const query = new URLSearchParams({ ext, prefix: 'document' });
  return `${env.assistantBaseUrl}/document/${encodeURIComponent(attachment.key)}?${query.toString()}`;
}

function Topics({ onChoose, disabled }: { onChoose: (topic: TopicId) => void; disabled: boolean }) {
  return (
    <div className={styles.topics}>
      {WELCOME_TOPICS.map((topic) => (
        <button key={topic} type="button" className={styles.topic} disabled={disabled} onClick={() => onChoose(topic)}>
          {TOPICS[topic].label}
        </button>
      ))}
    </div>
  );
}

function KeyForm({ onSave }: { onSave: (key: string) => void }) {
  const [key, setKey] = useState('');
  return (
    <form
      className={styles.keyForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (key.trim() !== '') onSave(key);
      }}
    >
      <p>小助手尚未配置，暂时只能回答下面的咨询类型。管理员可在此保存访问密钥（仅保存在本浏览器）：</p>
      <div className={styles.keyRow}>
        <Input.Password
          value={key}
          onChange={(event) => setKey(event.target.value)}
          placeholder="请输入小助手密钥"
          aria-label="小助手密钥"
          autoComplete="off"
        />
        <Button htmlType="submit" type="primary" disabled={key.trim() === ''}>
          保存
        </Button>
      </div>
    </form>
  );
}

/**
 * One message. Memoised: while an answer types out, the frame loop writes a new message list every frame, and
 * only the answer that changed (a new object) renders again, not the whole conversation.
 */
const Message = memo(function Message({
  message,
  busy,
  onTopic,
  onNavigate,
  onAskAnyway,
}: {
  message: ChatMessage;
  busy: boolean;
  onTopic: (topic: TopicId) => void;
  onNavigate: (path: string) => void;
  onAskAnyway?: (question: string) => void;
}) {
  switch (message.type) {
    case 'local':
      return (
        <div className={styles.rowEnd}>
          <div className={styles.localBubble}>{message.content}</div>
        </div>
      );
    case 'tooltip':
      return (
        <div className={styles.rowStart}>
          <div className={styles.tooltipBubble}>
            <p>{message.content}</p>
            {message.topics ? <Topics onChoose={onTopic} disabled={busy} /> : null}
          </div>
        </div>
      );
    case 'file':
      return (
        <div className={styles.rowStart}>
          <ul className={styles.fileList} aria-label="参考文档">
            {message.files.map((file) => (
              <li key={file.uid}>
                <a href={documentUrl(file)} target="_blank" rel="noopener noreferrer" className={styles.file}>
                  <FileTextOutlined aria-hidden />
                  <span>{file.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'text':
      return (
        <div className={styles.rowStart}>
          <AnswerBubble message={message} onNavigate={onNavigate} />
        </div>
      );
    case 'account':
      return (
        <div className={styles.rowStart}>
          <AccountCard account={message.account} question={message.question} onNavigate={onNavigate} onAskAnyway={busy ? undefined : onAskAnyway} />
        </div>
      );
    case 'handover':
      return (
        <div className={styles.rowStart}>
          <Handover opensAt={message.opensAt} askedAt={message.askedAt} />
        </div>
      );
  }
});

/** The floating small assistant (spec §1, §2 chat message list, §5 send rules). Loaded on first open. */
export default function AssistantPanel() {
  const [{ open }, setOpen] = useAtom(assistantOpenAtom);
  const { messages, busy, configured, keyForm, send, stop, askAnyway, chooseTopic, saveKey } = useAssistantChat();
  const announcement = useAtomValue(announcementAtom);
  const [draft, setDraft] = useState('');
  const touch = useMedia(TOUCH_INPUT_QUERY);
  // Another session: the previous member's conversation, and what they had typed, go.
  useChatSessionReset(useCallback(() => setDraft(''), []));
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const close = () => setOpen({ open: false });
  const navigate = useChatNavigate(close);

  // Escape closes it: PanelFrame
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view while it grows, unless the user scrolled up to read.
  // A question just sent is always brought into view (followRef), wherever the list was.
  const followRef = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    followRef.current = true;
    let ours = false;
    const onScroll = () => {
      if (ours) {
        ours = false;
        return;
      }
      followRef.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
    };
    const observer = new MutationObserver(() => {
      if (!followRef.current || list.scrollHeight - list.scrollTop - list.clientHeight < 1) return;
      ours = true;
      list.scrollTop = list.scrollHeight;
    });
    list.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(list, { childList: true, subtree: true, characterData: true });
    list.scrollTop = list.scrollHeight;
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Spec §5: nothing is sent while an answer runs. The question typed meanwhile stays in the input,
  // and the composer says why Enter did nothing (issue 24 item 14): never cleared, never lost.
  const [held, setHeld] = useState(false);
  if (held && !busy) setHeld(false);
  const waiting = busy && draft.trim() !== '';

  const submit = () => {
    if (draft.trim() === '') return;
    if (busy) {
      setHeld(true);
      return;
    }
    if (!send(draft)) return;
    followRef.current = true;
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME composition (拼音) does not send, nor does it add a line.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <PanelFrame open={open} onClose={close}>
      {keyForm ? <KeyForm onSave={saveKey} /> : null}
      {configured || keyForm ? null : (
        <div className={styles.keyForm}>
          <p>小助手尚未配置，暂时只能回答下面的咨询类型。</p>
        </div>
      )}
      <div className={styles.messages} ref={listRef} aria-label="对话记录" role="log">
        {messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            busy={busy}
            onTopic={chooseTopic}
            onNavigate={navigate}
            onAskAnyway={configured ? askAnyway : undefined}
          />
        ))}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <footer className={styles.composer}>
        <Input.TextArea
          ref={(instance) => {
            inputRef.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: CHAT_INPUT_MAX_ROWS }}
          placeholder={questionPlaceholder(configured, touch)}
          enterKeyHint="send"
          aria-label="输入您的问题"
          maxLength={QUESTION_MAX}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.human} onClick={() => chooseTopic('human')} disabled={busy}>
            转人工
          </button>
          <span className={styles.sendGroup}>
            {busy ? (
              <Button className={styles.action} danger icon={<StopOutlined />} onClick={stop}>
                停止
              </Button>
            ) : null}
            <Button
              className={styles.action}
              type="primary"
              icon={<SendOutlined />}
              onClick={submit}
              disabled={busy || draft.trim() === ''}
              aria-describedby={waiting ? 'assistant-send-held' : undefined}
            >
              发送
            </Button>
          </span>
        </div>
        {waiting ? (
          <p id="assistant-send-held" className={styles.held} role="status" data-emphasis={held || undefined}>
            正在回答上一个问题，回答结束后即可发送；也可点「停止」结束当前回答。
          </p>
        ) : null}
      </footer>
    </PanelFrame>
  );
}
