import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { AnswerList, ArticleView } from '@mall/ui';
import { viewStatus } from '../shared/DocumentView.tsx';
import { routeId } from '../../../routes/params.ts';
import { useContentStore } from '../shared/useContentStore.ts';
import { hrefTo } from '../../../routes/links.ts';

/** What a question id that cannot exist shows, without asking the server. */
export const QUESTION_NOT_FOUND = '问题不存在';

const back = <a href={hrefTo('askList')}>返回问答列表</a>;

/** /home/modelAskAbout/detail/:id: a question and its answers, the platform's marked. */
export const AskDetailPage = observer(function AskDetailPage() {
  const content = useContentStore();
  const id = routeId(useParams().id);
  const question = id === null ? null : content.question(id);

  useEffect(() => {
    void question?.load();
  }, [question]);

  if (!question)
    return <ArticleView status="error" errorMessage={QUESTION_NOT_FOUND} back={back} />;
  const data = question.data;
  const status = viewStatus(question);
  return (
    <>
      <ArticleView
        status={status}
        title={data?.title}
        meta={data ? [`${data.askerName} 提问于 ${data.askTime}`] : []}
        errorMessage={question.error}
        onRetry={() => void question.load()}
        back={back}
      >
        {data?.content || undefined}
      </ArticleView>
      {status === 'ready' && data && (
        <AnswerList
          items={data.answers.map((answer) => ({
            id: answer.id,
            author: answer.answererName,
            official: answer.official,
            time: answer.answerTime,
            content: answer.content,
          }))}
          emptyText="暂无回答，平台客服会尽快答复"
        />
      )}
    </>
  );
});
