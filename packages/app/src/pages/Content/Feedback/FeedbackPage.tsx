import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPES,
  feedbackRequest,
  type FeedbackRequest,
} from '@mall/domain/contract';
import { Button, FormLayout, Input, Panel, ResultPanel, Select, TextArea } from '@mall/ui';
import { useContentStore } from '../shared/useContentStore.ts';
import { idSelect } from '../../shared/idSelect.ts';

/** An empty optional field is left out, so that only a typed number is checked. */
const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The form; a fresh one after each feedback sent. */
const FeedbackForm = observer(function FeedbackForm() {
  const content = useContentStore();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FeedbackRequest>({
    resolver: zodResolver(feedbackRequest),
    mode: 'onTouched',
  });

  return (
    <FormLayout
      label="意见反馈"
      onSubmit={handleSubmit((values) => content.sendFeedback(values))}
      actions={
        <Button type="submit" variant="primary" loading={content.feedbackStatus === 'pending'}>
          提交反馈
        </Button>
      }
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label="反馈类型"
            required
            placeholder="请选择"
            options={FEEDBACK_TYPES}
            error={errors.type?.message}
            {...idSelect(field)}
          />
        )}
      />
      <TextArea
        label="反馈内容"
        required
        maxLength={FEEDBACK_CONTENT_MAX}
        placeholder="请详细描述您遇到的问题或建议，10–500 个字"
        error={errors.content?.message}
        {...register('content')}
      />
      <Input
        label="联系手机"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        placeholder="选填，方便我们回访"
        error={errors.mobile?.message}
        {...register('mobile', { setValueAs: optional })}
      />
    </FormLayout>
  );
});

/**
 * modelHelp/feedback: the kind, 10–500 characters and optionally a mobile number to call back.
 * Open to visitors; sending needs a login (the action guard asks). It is sent once: the button
 * spins while in flight, and a sent feedback is replaced by the thanks. A refused one keeps
 * what was typed.
 */
export const FeedbackPage = observer(function FeedbackPage() {
  const content = useContentStore();
  return (
    <Panel title="意见反馈">
      {content.feedbackStatus === 'sent' ? (
        <ResultPanel
          status="success"
          title="提交成功"
          description="感谢您的反馈，我们会认真处理。"
          action={<Button onClick={content.writeMoreFeedback}>继续反馈</Button>}
        />
      ) : (
        <FeedbackForm />
      )}
    </Panel>
  );
});
