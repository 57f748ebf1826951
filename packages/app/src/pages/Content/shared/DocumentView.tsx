import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Resource } from '@mall/domain';
import type { DocumentPage } from '@mall/domain';
import { ArticleView } from '@mall/ui';
import { useContentStore } from './useContentStore.ts';

/** The ArticleView status of a Resource: only a loaded one is ready. */
export const viewStatus = (resource: Resource<unknown>): 'loading' | 'ready' | 'error' => {
  if (resource.status === 'error') return 'error';
  return resource.data !== null && resource.status !== 'loading' ? 'ready' : 'loading';
};

/**
 * A help, 关于我们 or protocol page: loads it when shown, and offers its attachments, which
 * download through the content store and save under the server's name.
 */
export const DocumentView = observer(function DocumentView({
  page,
}: {
  /** The page's Resource from the content store. */
  page: Resource<DocumentPage>;
}) {
  const content = useContentStore();
  useEffect(() => {
    void page.load();
  }, [page]);
  const data = page.data;
  const attachments = data?.attachments ?? [];
  return (
    <ArticleView
      status={viewStatus(page)}
      title={data?.title}
      meta={[
        ...(data?.version ? [`版本 ${data.version}`] : []),
        ...(data ? [`更新于 ${data.updateTime}`] : []),
      ]}
      html={data?.content}
      attachments={attachments.map(({ path, label, fileName }) => ({ key: path, label, fileName }))}
      downloading={content.attachment.pending}
      onDownload={(key) => {
        const attachment = attachments.find((file) => file.path === key);
        if (attachment) void content.download(attachment);
      }}
      errorMessage={page.error}
      onRetry={() => void page.load()}
    />
  );
});
