import { Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../app/stores.context';
import { UnreadMessagesStore } from './unread-messages.store';

/** The unread count beside "Messages" in the navigation; nothing when all is read. */
export const UnreadMessagesTag = observer(function UnreadMessagesTag() {
  const store = useFeatureStore(UnreadMessagesStore);
  useEffect(() => {
    void store.ensure();
  }, [store]);
  if (!store.count) return null;
  return (
    <Tag round intent="primary" className="dashboard-nav__count">
      {store.count}
      <span className="visually-hidden"> unread</span>
    </Tag>
  );
});
UnreadMessagesTag.displayName = 'UnreadMessagesTag';
