import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ContactRequest } from '@rehearse/contract/contact';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { notify } from '../../lib/toast.ts';
import { CONTACT_SUBJECT_OPTIONS } from './contact-subjects.ts';
import { contactFormSchema, sendContactMessage } from './send-contact-message.ts';

type ContactFormValues = z.input<typeof contactFormSchema>;

export function ContactForm() {
  // Other screens link here prefilled (`/?subject=billing&message=…#contact`, e.g. 'Purchase More Credits').
  const [params] = useSearchParams();
  const prefilledSubject = params.get('subject') ?? '';
  const { register, handleSubmit, formState, reset } = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      name: '',
      email: '',
      subject: CONTACT_SUBJECT_OPTIONS.some((option) => option.value === prefilledSubject) ? prefilledSubject : '',
      message: params.get('message')?.slice(0, 2000) ?? '',
    },
  });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (confirmation) => {
      notify.success(confirmation);
      reset();
    },
    onError: (error) => notify.error(error.message),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="space-y-5" aria-label="Contact us">
      {send.isSuccess && (
        <Alert tone="success" title="Message sent">
          {send.data}
        </Alert>
      )}
      {send.isError && <Alert tone="error">{send.error.message}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input id="contact-name" label="Name" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
        <Input
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
      </div>
      <Select
        id="contact-subject"
        label="Subject"
        placeholder="Choose a subject"
        options={CONTACT_SUBJECT_OPTIONS}
        error={formState.errors.subject?.message}
        {...register('subject')}
      />
      <Textarea id="contact-message" label="Message" rows={5} error={formState.errors.message?.message} {...register('message')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={send.isPending} icon={<Send className="size-4" aria-hidden="true" />}>
        Send message
      </Button>
    </form>
  );
}
