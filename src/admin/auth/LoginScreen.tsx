import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

interface LoginScreenProps {
  goToAdminAfterLogin?: boolean;
}

export function LoginScreen({ goToAdminAfterLogin }: LoginScreenProps) {
  return (
    <AuthCard title="Admin Login" subtitle="Sign in to manage the website, inquiries and subscribers.">
      <LoginForm goToAdminAfterLogin={goToAdminAfterLogin} />
    </AuthCard>
  );
}
