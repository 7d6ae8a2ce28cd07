import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES } from '@rehearse/contract/account-api';
import { profileUpdateRequestSchema, type ProfileUpdateRequest } from '@rehearse/contract/user-fields';
import { USER_TYPES } from '@rehearse/contract/user-settings';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { authClient } from '../../lib/auth-client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify } from '../../lib/toast.ts';
import { EMAIL_READ_ONLY } from './profile-texts.ts';

const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], string> = {
  student: 'Student',
  job_seeker: 'Job seeker',
  interviewer: 'Interviewer',
  professional: 'Professional',
};

export function ProfileTab({ user }: { user: SessionUser }) {
  const { register, handleSubmit, formState } = useForm<ProfileUpdateRequest>({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: {
      full_name: user.full_name ?? user.name,
      user_type: user.user_type ?? 'student',
      bio: user.bio ?? '',
      phone: user.phone ?? '',
      location: user.location ?? '',
      company: user.company ?? '',
      title: user.title ?? '',
    },
  });

  async function onSubmit(values: ProfileUpdateRequest) {
    const { error } = await authClient.updateUser(values);
    if (error) notify.error(PROFILE_MESSAGES.profileFailed);
    else notify.success(PROFILE_MESSAGES.profileUpdated);
  }

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2" aria-label="Profile">
          <Input id="profile-full-name" label="Full name" required autoComplete="name" error={formState.errors.full_name?.message} {...register('full_name')} />
          <Input id="profile-email" label="Email" value={user.email} readOnly disabled hint={EMAIL_READ_ONLY} />
          <Input id="profile-phone" label="Phone" autoComplete="tel" error={formState.errors.phone?.message} {...register('phone')} />
          <Input id="profile-location" label="Location" error={formState.errors.location?.message} {...register('location')} />
          <Input id="profile-company" label="Company" autoComplete="organization" error={formState.errors.company?.message} {...register('company')} />
          <Input id="profile-title" label="Job title" autoComplete="organization-title" error={formState.errors.title?.message} {...register('title')} />
          <Select
            id="profile-user-type"
            label="User type"
            required
            options={USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }))}
            error={formState.errors.user_type?.message}
            {...register('user_type')}
          />
          <div className="sm:col-span-2">
            <Textarea id="profile-bio" label="Bio" rows={4} error={formState.errors.bio?.message} {...register('bio')} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" loading={formState.isSubmitting}>
              Save Profile
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
