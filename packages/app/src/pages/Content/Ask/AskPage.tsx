import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUESTION_CONTENT_MAX,
  QUESTION_TITLE_MAX,
  askRequest,
  type AskRequest,
} from '@mall/domain/contract';
import { Button, FormLayout, Input, Panel, TextArea } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { useContentStore } from '../shared/useContentStore.ts';
import { hrefTo } from '../../../routes/links.ts';

/**
 * /home/modelAskAbout/ask: a question (5–50 characters) and an optional description. Open to
 * visitors; sending needs a login, which the action guard asks for. On success the new
 * question's page opens.
 */
export const AskPage = observer(function AskPage() {
  const content = useContentStore();
  const { session } = useStores();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AskRequest>({
    resolver: zodResolver(askRequest),
    mode: 'onTouched',
    defaultValues: { title: '', content: '' },
  });

  return (
    <Panel title="我要提问" extra={session.isLoggedIn ? undefined : <span>登录后即可提问</span>}>
      <FormLayout
        label="我要提问"
        onSubmit={handleSubmit((values) => content.ask(values))}
        actions={
          <>
            <Button type="submit" variant="primary" loading={content.askStatus === 'pending'}>
              提交问题
            </Button>
            <a href={hrefTo('askList')}>查看问答</a>
          </>
        }
      >
        <Input
          label="问题"
          required
          maxLength={QUESTION_TITLE_MAX}
          placeholder="一句话说明您的问题，5–50 个字"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextArea
          label="问题描述"
          maxLength={QUESTION_CONTENT_MAX}
          placeholder="规格、数量、仓库等补充信息（选填）"
          error={errors.content?.message}
          {...register('content')}
        />
      </FormLayout>
    </Panel>
  );
});
