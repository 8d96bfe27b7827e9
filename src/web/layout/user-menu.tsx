import { CircleUserRound, LogOut, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { signOut } from '../features/auth/sign-out.ts';
import type { StoredUser } from '../lib/session.ts';

/**
 * The signed-in user's menu (docs/product.md §2 Header: Profile and Logout; "closes on an outside click").
 * A disclosure (button with aria-expanded controlling a small panel) rather than an ARIA menu:
 * it holds one link and one button, so Tab order is enough and nothing needs arrow-key handling.
 * Closes on an outside pointer press, on Escape (focus returns to the button) and after a choice.
 */
export function UserMenu({ user }: { user: StoredUser | null }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current !== null && !rootRef.current.contains(event.target as Node))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as unknown as EventListener);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as unknown as EventListener);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const logout = () => {
    setOpen(false);
    // Clears the session at once and revokes the token on the server (docs/security.md T2).
    void signOut();
    void navigate('/login', { replace: true });
  };

  const displayName =
    user?.name !== undefined && user.name !== '' ? user.name : (user?.email ?? 'Your account');

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="User menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <CircleUserRound aria-hidden="true" />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        <p className="truncate px-3 py-2 text-sm text-muted-foreground">{displayName}</p>
        <Link
          to="/profile"
          onClick={() => setOpen(false)}
          className="flex items-center gap-2 rounded-sm px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground"
        >
          <User aria-hidden="true" className="size-4" /> Profile
        </Link>
        <button
          type="button"
          onClick={logout}
          className="flex w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm hover:bg-accent hover:text-accent-foreground"
        >
          <LogOut aria-hidden="true" className="size-4" /> Logout
        </button>
      </div>
    </div>
  );
}
