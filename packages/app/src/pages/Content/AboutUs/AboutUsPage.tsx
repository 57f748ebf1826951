import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { ArticleList, Empty, Panel } from '@mall/ui';
import { DocFrame } from '../shared/DocFrame.tsx';
import { DocumentView } from '../shared/DocumentView.tsx';
import { useContentStore } from '../shared/useContentStore.ts';
import { href, hrefTo, links } from '../../../routes/links.ts';

/** 关于我们's :type of the FAQ list (chosen). */
export const FAQ_TYPE = 'faq';

/** The FAQ's questions, each leading to aboutUsAskAboutDetail/:id. */
const FaqList = observer(function FaqList() {
  const { faqs } = useContentStore();
  useEffect(() => {
    void faqs.load();
  }, [faqs]);
  return (
    <Panel title="常见问题">
      <ArticleList
        label="常见问题列表"
        items={(faqs.data ?? []).map(({ id, question }) => ({
          id,
          href: href(links.faq(id)),
          title: question,
        }))}
        loading={faqs.status === 'loading' || faqs.status === 'idle'}
        error={faqs.status === 'error' ? faqs.error : undefined}
        onRetry={() => void faqs.load()}
        empty={<Empty description="暂无常见问题" action={<a href={hrefTo('ask')}>我要提问</a>} />}
      />
    </Panel>
  );
});

/**
 * /home/aboutUs/:type: 关于我们's menu and the page of :type; aboutUs/faq lists the FAQ, and
 * aboutUs/agreement and aboutUs/privacy show the protocols (GET /base/protocol/use/page).
 */
export const AboutUsPage = observer(function AboutUsPage() {
  const content = useContentStore();
  const type = useParams().type ?? '';
  return (
    <DocFrame area="about" activeHref={href(links.aboutUs(type))}>
      {type === FAQ_TYPE ? <FaqList /> : <DocumentView page={content.aboutPage(type)} />}
    </DocFrame>
  );
});
