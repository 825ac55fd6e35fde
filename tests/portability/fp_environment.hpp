#pragma once
/// @file
/// Switches the floating-point modes a caller may leave set at run time:
/// flush-to-zero (subnormal results become 0) and denormals-are-zero
/// (subnormal inputs read as 0), which engines set for speed, and a
/// directed rounding mode (std::fesetround). The kernel must give the same
/// answers with them on, so portability_check.cpp runs every kernel check in
/// each mode the target has.
///   x86 (SSE)  MXCSR: FTZ is bit 15 (0x8000), DAZ bit 6 (0x40)
///   aarch64    FPCR: FZ is bit 24, which flushes inputs and results alike
///   32-bit ARM FPSCR (VFP): FZ is bit 24 too
///   RISC-V     fcsr: no flush-to-zero; the rounding mode frm is bits 5-7
///   POWER      FPSCR: no flush-to-zero to test (qemu ignores NI); the
///              rounding mode RN is bits 0-1
///   elsewhere  (WebAssembly, x87-only targets) no flush-to-zero; WebAssembly
///              has no rounding modes either: only the default mode runs

#include <cfenv>
#include <cstdint>

#if defined(__SSE__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 1)
#include <xmmintrin.h>
#define OBB2D_PORTABILITY_MXCSR 1
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define OBB2D_PORTABILITY_FPCR 1
#elif defined(__arm__) && defined(__ARM_FP) && (defined(__GNUC__) || defined(__clang__))
#define OBB2D_PORTABILITY_FPSCR 1
#elif defined(__riscv) && defined(__riscv_flen) && (defined(__GNUC__) || defined(__clang__))
#define OBB2D_PORTABILITY_FCSR 1
#elif defined(__powerpc__) && !defined(_SOFT_FLOAT) && !defined(__NO_FPRS__) && (defined(__GNUC__) || defined(__clang__))
#include <cstring>
#define OBB2D_PORTABILITY_POWER_FPSCR 1
#endif

namespace obb2d::portability {

/// The run-time environments the checks run in, where the target has them.
enum class FloatMode : unsigned char {
  default_mode,   ///< round to nearest, gradual underflow
  flush_to_zero,  ///< FTZ + DAZ (x86), FZ (ARM); round to nearest
  round_upward,   ///< rounding toward +inf, gradual underflow
};

inline const char* to_string(FloatMode mode) {
  switch (mode) {
    case FloatMode::default_mode: return "default FP environment";
    case FloatMode::flush_to_zero: return "FTZ+DAZ";
    case FloatMode::round_upward: return "rounding toward +inf";
  }
  return "?";
}

#if defined(OBB2D_PORTABILITY_MXCSR)
inline constexpr bool can_flush_to_zero = true;
inline constexpr std::uint64_t flush_bits = 0x8040;
inline constexpr std::uint64_t mode_bits = 0xffc0;  // all but the six sticky exception flags
inline std::uint64_t read_fp_control() { return _mm_getcsr(); }
inline void write_fp_control(std::uint64_t bits) { _mm_setcsr(static_cast<unsigned>(bits)); }
#elif defined(OBB2D_PORTABILITY_FPCR)
inline constexpr bool can_flush_to_zero = true;
inline constexpr std::uint64_t flush_bits = std::uint64_t(1) << 24;
inline constexpr std::uint64_t mode_bits = ~std::uint64_t(0);  // FPCR holds no flags (they are in FPSR)
inline std::uint64_t read_fp_control() {
  std::uint64_t bits;
  __asm__ __volatile__("mrs %0, fpcr" : "=r"(bits) : : "memory");
  return bits;
}
inline void write_fp_control(std::uint64_t bits) { __asm__ __volatile__("msr fpcr, %0" : : "r"(bits) : "memory"); }
#elif defined(OBB2D_PORTABILITY_FPSCR) || defined(OBB2D_PORTABILITY_FCSR)
#if defined(OBB2D_PORTABILITY_FPSCR)
inline constexpr bool can_flush_to_zero = true;
inline constexpr std::uint64_t flush_bits = std::uint64_t(1) << 24;
inline constexpr std::uint64_t mode_bits = 0x07ffff00;  // all but the flags: N Z C V QC (27-31), IDC and the rest (0-7)
#define OBB2D_PORTABILITY_READ "vmrs %0, fpscr"
#define OBB2D_PORTABILITY_WRITE "vmsr fpscr, %0"
#else
inline constexpr bool can_flush_to_zero = false;
inline constexpr std::uint64_t flush_bits = 0;
inline constexpr std::uint64_t mode_bits = 0xe0;  // frm; bits 0-4 are the sticky flags
#define OBB2D_PORTABILITY_READ "frcsr %0"
#define OBB2D_PORTABILITY_WRITE "fscsr %0"
#endif
inline std::uint64_t read_fp_control() {
  std::uint32_t bits;
  __asm__ __volatile__(OBB2D_PORTABILITY_READ : "=r"(bits) : : "memory");
  return bits;
}
inline void write_fp_control(std::uint64_t bits) {
  __asm__ __volatile__(OBB2D_PORTABILITY_WRITE : : "r"(static_cast<std::uint32_t>(bits)) : "memory");
}
#undef OBB2D_PORTABILITY_READ
#undef OBB2D_PORTABILITY_WRITE
#elif defined(OBB2D_PORTABILITY_POWER_FPSCR)
// The non-IEEE mode NI (bit 2) may flush, but need not: qemu does not.
inline constexpr bool can_flush_to_zero = false;
inline constexpr std::uint64_t flush_bits = 0;
inline constexpr std::uint64_t mode_bits = 0xff;  // RN, NI and the trap enables; the flags are bits 8-31
inline std::uint64_t read_fp_control() {
  double image;
  __asm__ __volatile__("mffs %0" : "=f"(image) : : "memory");
  std::uint64_t bits;
  std::memcpy(&bits, &image, sizeof bits);
  return bits & 0xffffffff;
}
inline void write_fp_control(std::uint64_t bits) {
  double image;
  std::memcpy(&image, &bits, sizeof image);
  __asm__ __volatile__("mtfsf 255, %0" : : "f"(image) : "memory");
}
#else
inline constexpr bool can_flush_to_zero = false;
inline constexpr std::uint64_t flush_bits = 0;
inline constexpr std::uint64_t mode_bits = 0;
inline std::uint64_t read_fp_control() { return 0; }
inline void write_fp_control(std::uint64_t) {}
#endif

/// Whether the flush bits were on when the program started (a program
/// linked with -ffast-math starts with them on: GCC's crtfastmath.o).
inline bool is_flushing_now() { return can_flush_to_zero && (read_fp_control() & flush_bits) == flush_bits; }

/// Whether std::fesetround can set rounding toward +inf here (not on
/// WebAssembly, which has round to nearest only).
inline bool can_round_upward() {
#if defined(FE_UPWARD)
  const int rounding = std::fegetround();
  const bool can = std::fesetround(FE_UPWARD) == 0 && std::fegetround() == FE_UPWARD;
  std::fesetround(rounding);
  return can;
#else
  return false;
#endif
}

/// Whether the target has `mode`.
inline bool has_mode(FloatMode mode) {
  switch (mode) {
    case FloatMode::default_mode: return true;
    case FloatMode::flush_to_zero: return can_flush_to_zero;
    case FloatMode::round_upward: return can_round_upward();
  }
  return false;
}

/// Puts the environment in `mode` (which the target has) for its lifetime,
/// then restores what was.
class ScopedFloatMode {
 public:
  explicit ScopedFloatMode(FloatMode mode) : saved_(read_fp_control()), saved_rounding_(std::fegetround()) {
    write_fp_control(mode == FloatMode::flush_to_zero ? saved_ | flush_bits : saved_ & ~flush_bits);
#if defined(FE_UPWARD)
    std::fesetround(mode == FloatMode::round_upward ? FE_UPWARD : FE_TONEAREST);
#endif
  }
  ~ScopedFloatMode() {
    std::fesetround(saved_rounding_);
    write_fp_control(saved_);
  }
  ScopedFloatMode(const ScopedFloatMode&) = delete;
  ScopedFloatMode& operator=(const ScopedFloatMode&) = delete;

 private:
  std::uint64_t saved_;
  int saved_rounding_;
};

}  // namespace obb2d::portability
